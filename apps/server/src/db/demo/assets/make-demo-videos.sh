#!/usr/bin/env bash
# Regenerates the demo videos the first-start seed attaches to a few listings (needs ffmpeg with
# libvpx and DejaVu fonts; Debian: apt-get install ffmpeg). The files are committed, so a normal
# start never runs this. Each clip is a 4-second title card whose first frame is the listing's cover.
set -euo pipefail
cd "$(dirname "$0")"
font=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
small=/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf

clip() { # file, title, subtitle, colour
  ffmpeg -hide_banner -loglevel error -y -f lavfi -i "color=c=$4:s=480x270:r=12:d=4" \
    -vf "drawbox=x=0:y=ih-10:w=iw*t/4:h=10:color=white@0.8:t=fill,\
drawtext=fontfile=$font:text='$2':fontcolor=white:fontsize=30:x=(w-text_w)/2:y=(h-text_h)/2-20,\
drawtext=fontfile=$small:text='$3':fontcolor=white@0.85:fontsize=17:x=(w-text_w)/2:y=(h-text_h)/2+24,\
drawtext=fontfile=$small:text='Agentsy demo':fontcolor=white@0.7:fontsize=13:x=12:y=12" \
    -c:v libvpx-vp9 -b:v 0 -crf 50 -deadline good -cpu-used 4 -pix_fmt yuv420p -an "$1"
}

clip inbox-zero-assistant.webm 'Inbox Zero Assistant' 'Drafts, files and flags your mail' '#4f46e5'
clip customer-support-chatbot.webm 'Customer Support Chatbot' 'Answers customers around the clock' '#0f766e'
clip social-media-scheduler.webm 'Social Media Scheduler' 'A month of posts, queued in minutes' '#be185d'
