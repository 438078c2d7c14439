/*
  Agentsy upload rules: persistence, miners, destruction, weakened TLS.
  Meta as in execution.yar.
*/

rule persistence {
  meta:
    id = "suspicious.persistence"
    severity = "warn"
    message = "Installs itself to start again on its own (cron, launch agents, systemd, shell start files, Run keys)."
    docs_severity = "info"
  strings:
    $cron = /crontab\s+(-l|-e|-\s|-$)|\/etc\/cron\.|\/var\/spool\/cron/
    $launchd = /Library\/Launch(Agents|Daemons)|launchctl\s+(load|bootstrap)/
    $systemd = /\/etc\/systemd\/system\/|\.config\/systemd\/user\/|systemctl\s+(--user\s+)?enable/
    $shellrc = />>?\s*["']?(~|\$HOME)?\/?[^\n>]{0,40}\.(bashrc|zshrc|bash_profile|zprofile|profile)\b/
    $run_key = /CurrentVersion\\+Run|schtasks(\.exe)?\s+\/create/ nocase
  condition:
    any of them
}

rule crypto_miner {
  meta:
    id = "malware.crypto-miner"
    severity = "critical"
    message = "Contains a cryptocurrency miner or a mining pool address."
  strings:
    $stratum = /stratum\+(tcp|ssl|tls):\/\//
    $names = /\b(xmrig|xmr-stak|cpuminer|cryptonight|minergate|nicehash|minexmr|supportxmr|moneroocean|nanopool\.org)\b/ nocase
  condition:
    any of them
}

rule destructive_delete {
  meta:
    id = "malware.destructive-delete"
    severity = "critical"
    message = "Deletes the home folder or system folders."
    docs_id = "suspicious.destructive-delete"
    docs_severity = "warn"
  strings:
    $rm = /\brm\s+(-[A-Za-z-]+\s+)*-[a-zA-Z]*[rR][a-zA-Z]*\s+(-[A-Za-z-]+\s+)*(~|\$HOME|"\$HOME"|\/|\/\*|~\/\*?|\/(home|etc|usr|var|boot|bin|lib|opt|root|Users|System)\/?\*?)[\s"';&|)]/
    $py = /shutil\.rmtree\(\s*(os\.path\.expanduser\(\s*["']~["']\s*\)|["']\/["']|Path\.home\(\)|os\.environ\[["']HOME["']\])/
    $win = /\b(rd|rmdir)\s+\/s\s+\/q\s+[A-Za-z]:\\+(\s|$|")|Remove-Item\s[^\n]{0,40}-Recurse[^\n]{0,40}\s[A-Za-z]:\\+(\s|$|")|\bformat\s+[c-zC-Z]:\s/
  condition:
    any of them
}

rule tls_checks_disabled {
  meta:
    id = "suspicious.tls-disabled"
    severity = "warn"
    message = "Turns off TLS certificate checks, so traffic can be read or changed on the way. Remove it."
    docs_severity = "info"
  strings:
    $py_verify = /verify\s*=\s*False\b/
    $py_context = /ssl\._create_unverified_context|check_hostname\s*=\s*False|verify_mode\s*=\s*ssl\.CERT_NONE/
    $node_env = /NODE_TLS_REJECT_UNAUTHORIZED["']?\s*[=:]\s*["']?0/
    $node_agent = /rejectUnauthorized["']?\s*:\s*false/
    $go = /InsecureSkipVerify\s*:\s*true/
    $curl = /\bcurl\s[^\n]{0,200}(\s-k\b|\s--insecure\b)/
  condition:
    any of them
}
