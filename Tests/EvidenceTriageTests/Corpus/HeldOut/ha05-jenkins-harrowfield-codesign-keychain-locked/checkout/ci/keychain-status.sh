#!/bin/bash
# Prints which keychains codesign will search and whether the login keychain is usable.
# (The unlock step lives on the node's launchd session; this job only reports.)
set -x
security list-keychains -d user
security show-keychain-info "$HOME/Library/Keychains/login.keychain-db"
security find-identity -v -p codesigning
