/*
  Agentsy upload rules: running downloaded or hidden code.

  Every rule carries meta the engine turns into a finding:
    id        the finding's rule id (malware.* blocks the version, suspicious.* holds it for review)
    severity  critical | warn | info
    message   what the seller reads, with what to do
    docs_id, docs_severity (optional)
              the id and severity when the match is in documentation (.md, .txt, .html, ...):
              an install line in a README is shown to a person, not run by the agent.
  The engine scans every byte of every file, archive members and binaries included.
*/

rule pipe_to_shell {
  meta:
    id = "malware.pipe-to-shell"
    severity = "critical"
    message = "Downloads a script and runs it in a shell. Ship the script in the archive instead."
    docs_id = "suspicious.pipe-to-shell"
    docs_severity = "warn"
  strings:
    $curl = /\b(curl|wget)\b[^\n|;]{0,300}\|\s*(sudo\s+)?(ba|z|da|k)?sh\b/
    $curl_py = /\b(curl|wget)\b[^\n|;]{0,300}\|\s*(sudo\s+)?(python3?|perl|ruby|node)\s+-(\s|$)/
    $subshell = /\b(ba|z)?sh\s+-c\s+["']?\$\(\s*(curl|wget)\b/
    $powershell = /\b(iwr|irm|Invoke-WebRequest|Invoke-RestMethod)\b[^\n|]{0,300}\|\s*(iex|Invoke-Expression)\b/ nocase
    $download_string = /\b(iex|Invoke-Expression)\s*\(?\s*\(?\s*New-Object\s+(System\.)?Net\.WebClient\s*\)?\s*\.DownloadString/ nocase
  condition:
    any of them
}

rule base64_to_shell {
  meta:
    id = "malware.base64-to-shell"
    severity = "critical"
    message = "Decodes base64 and runs the result in a shell: code hidden from readers."
  strings:
    $pipe = /base64\s+(-d|--decode|-D)\b[^\n]{0,100}\|\s*(sudo\s+)?(ba|z|da|k)?sh\b/
    $eval_pipe = /\beval\s+["']?\$\([^\n)]{0,400}base64\s+(-d|--decode|-D)/
  condition:
    any of them
}

rule obfuscated_exec {
  meta:
    id = "malware.obfuscated-exec"
    severity = "critical"
    message = "Runs code that is decoded at run time (base64, zlib), so nobody can read what it does."
  strings:
    $py = /\b(exec|eval)\s*\(\s*(base64\.b64decode|codecs\.decode|zlib\.decompress|marshal\.loads|bytes\.fromhex)\s*\(/
    $js_atob = /\b(eval|Function)\s*\(\s*atob\s*\(/
    $js_buffer = /\beval\s*\(\s*Buffer\.from\([^)\n]{0,4000},\s*["']base64["']\s*\)/
  condition:
    any of them
}

rule fetch_and_eval {
  meta:
    id = "malware.fetch-eval"
    severity = "critical"
    message = "Fetches code from the network and runs it. Ship the code in the archive instead."
  strings:
    $js_eval = /\beval\s*\(\s*(await\s+)?\(?\s*(await\s+)?(fetch|axios\.get|got|needle)\s*\(/
    $js_function = /\bnew\s+Function\s*\(\s*(await\s+)?\(?\s*(await\s+)?(fetch|axios\.get)\s*\(/
    $js_then = /\.then\s*\(\s*eval\s*\)/
    $py_exec = /\b(exec|eval)\s*\(\s*(requests\.get|requests\.post|httpx\.get|urllib\.request\.urlopen|urlopen|urllib2\.urlopen)\s*\(/
  condition:
    any of them
}

rule reverse_shell {
  meta:
    id = "malware.reverse-shell"
    severity = "critical"
    message = "Opens a shell for a remote machine (reverse shell)."
    docs_id = "suspicious.reverse-shell"
    docs_severity = "warn"
  strings:
    $dev_tcp = /\/dev\/tcp\/[0-9A-Za-z.\-]{3,}\/[0-9]{1,5}/
    $nc = /\bnc(at)?\s[^\n|;]{0,80}-[a-z]*e\s+\/bin\/(ba)?sh/
    $pty = /pty\.spawn\(\s*["']\/bin\/(ba)?sh/
    $dup2 = /os\.dup2\([^\n]{0,40}fileno\(\)\s*,\s*[012]\s*\)/
  condition:
    any of them
}

rule eicar_test_file {
  meta:
    id = "malware.eicar"
    severity = "critical"
    message = "The EICAR antivirus test file: scanners treat it as malware."
  strings:
    $head = "X5O!P%@AP[4"
    $name = "EICAR-STANDARD-ANTIVIRUS-TEST-FILE"
  condition:
    all of them
}
