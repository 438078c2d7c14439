/*
  Agentsy upload rules: stealing credentials and sending data out.
  Meta as in execution.yar.
*/

rule credential_exfiltration {
  meta:
    id = "malware.credential-exfil"
    severity = "critical"
    message = "Reads SSH keys, cloud or browser credentials and sends data out."
  strings:
    $cred_ssh = /~\/\.ssh\/|\.ssh\/id_(rsa|dsa|ecdsa|ed25519)|\.ssh\/authorized_keys/
    $cred_aws = ".aws/credentials"
    $cred_netrc = /\.netrc\b|\.git-credentials|\.docker\/config\.json|\.kube\/config\b|\.config\/gcloud\//
    $cred_browser = /Login Data|Cookies\.sqlite|key4\.db|logins\.json|Chrome\/User Data|Google\/Chrome\/Default|Firefox\/Profiles|Library\/Keychains|keychain-db/
    $cred_wallet = /wallet\.dat|exodus\.wallet|\.electrum\/wallets/
    $cred_shadow = "/etc/shadow"
    $send_py = /requests\.(post|put)\s*\(|httpx\.post\s*\(|urllib\.request\.urlopen\s*\(|smtplib\.SMTP|socket\.socket\s*\(/
    $send_js = /\bfetch\s*\(|axios\.(post|put)\s*\(|https?\.request\s*\(|XMLHttpRequest|navigator\.sendBeacon|net\.connect\s*\(/
    $send_curl = /\bcurl\s[^\n]{0,200}\s(-d|--data[a-z-]*|-F|--form|-T|--upload-file)\s/
    $send_ps = /\b(Invoke-WebRequest|Invoke-RestMethod)\b[^\n]{0,200}-(Body|InFile)\b/ nocase
    $send_nc = /\|\s*nc\s+[0-9A-Za-z.\-]+\s+[0-9]{2,5}/
    $host = /webhook\.site|pastebin\.com|paste\.ee|hastebin\.com|requestbin\.(com|net)|pipedream\.net|ngrok(-free)?\.(io|app|dev)|trycloudflare\.com|serveo\.net|localtunnel\.me|\.loca\.lt|transfer\.sh|interact\.sh|\.oast\.(fun|me|pro|live|site|online)|burpcollaborator\.net|hookbin\.com|beeceptor\.com|discord(app)?\.com\/api\/webhooks/ nocase
  condition:
    any of ($cred_*) and (any of ($send_*) or $host)
}

rule environment_exfiltration {
  meta:
    id = "malware.env-exfil"
    severity = "critical"
    message = "Reads .env files or the whole environment and sends it to a collection endpoint."
  strings:
    $env_file = /(readFileSync|readFile|open|cat|Get-Content)\s*\(?\s*[^\n)]{0,60}["'\/ ]\.env\b/
    $env_js = /JSON\.stringify\(\s*process\.env\s*\)/
    $env_py = /(dict\(\s*os\.environ\s*\)|os\.environ\.copy\(\)|json\.dumps\(\s*dict\(\s*os\.environ)/
    $env_printenv = /\b(printenv|env)\s*\|\s*(curl|nc|wget)\b/
    $host = /webhook\.site|pastebin\.com|paste\.ee|hastebin\.com|requestbin\.(com|net)|pipedream\.net|ngrok(-free)?\.(io|app|dev)|trycloudflare\.com|serveo\.net|localtunnel\.me|\.loca\.lt|transfer\.sh|interact\.sh|\.oast\.(fun|me|pro|live|site|online)|burpcollaborator\.net|hookbin\.com|beeceptor\.com|discord(app)?\.com\/api\/webhooks/ nocase
  condition:
    any of ($env_*) and $host
}

rule credential_read {
  meta:
    id = "suspicious.credential-read"
    severity = "warn"
    message = "Mentions SSH keys, browser stores or wallet files. An agent rarely needs them; say why in the description."
    docs_severity = "info"
  strings:
    $ssh = /\.ssh\/id_(rsa|dsa|ecdsa|ed25519)\b/
    $browser = /Login Data|Cookies\.sqlite|key4\.db|logins\.json|Library\/Keychains|keychain-db/
    $wallet = /wallet\.dat|exodus\.wallet|\.electrum\/wallets/
    $shadow = "/etc/shadow"
  condition:
    any of them and not credential_exfiltration
}

rule exfil_endpoint {
  meta:
    id = "suspicious.exfil-endpoint"
    severity = "warn"
    message = "Talks to a paste, request-capture or tunnel service often used to collect stolen data."
  strings:
    $host = /webhook\.site|pastebin\.com|paste\.ee|hastebin\.com|requestbin\.(com|net)|pipedream\.net|ngrok(-free)?\.(io|app|dev)|trycloudflare\.com|serveo\.net|localtunnel\.me|\.loca\.lt|transfer\.sh|interact\.sh|\.oast\.(fun|me|pro|live|site|online)|burpcollaborator\.net|hookbin\.com|beeceptor\.com|discord(app)?\.com\/api\/webhooks/ nocase
  condition:
    $host and not credential_exfiltration and not environment_exfiltration
}
