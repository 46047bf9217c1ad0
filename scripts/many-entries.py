#!/usr/bin/env python3
"""Writes an archive of COUNT empty entries, as the audit of issue 28 did: the limits' input.

Usage: scripts/many-entries.py OUTPUT COUNT [listed|extra] [PREFIX]
  listed: manifest.json lists every entry (a manifest of COUNT entries); extra (default): it lists
  none, so each entry is one more problem for verify. PREFIX is the folder (default logs/, the
  folder triage reads each entry of). Headers are written directly (tarfile takes a minute for 10^6).
"""
import hashlib, json, sys, zlib

output, count = sys.argv[1], int(sys.argv[2])
listed = len(sys.argv) > 3 and sys.argv[3] == 'listed'
prefix = sys.argv[4] if len(sys.argv) > 4 else 'logs/'
TIME = 1700000000


def header(name, size):
    block = bytearray(512)
    encoded = name.encode()
    block[0:len(encoded)] = encoded
    block[100:108] = b'0000644\0'
    block[108:116] = b'0000000\0'
    block[116:124] = b'0000000\0'
    block[124:136] = b'%011o\0' % size
    block[136:148] = b'%011o\0' % TIME
    block[148:156] = b' ' * 8
    block[156] = ord('0')
    block[257:265] = b'ustar\x0000'
    block[148:156] = b'%06o\0 ' % sum(block)
    return bytes(block)


names = ['%s%07d.log' % (prefix, index) for index in range(count)]
empty = hashlib.sha256(b'').hexdigest()
manifest = json.dumps({
    'schema': 'evidence.manifest/v1', 'tool': {'name': 'evidence', 'version': '0.1.0'},
    'created': '2023-11-14T22:13:20Z', 'commit': {'sha': None, 'source': 'unknown'},
    'compression': 'gzip', 'redactions': {'total': 0, 'byRule': {}}, 'skipped': [], 'skippedTotal': 0,
    'entries': [{'path': name, 'kind': 'log', 'size': 0, 'sha256': empty} for name in names] if listed else [],
}, separators=(',', ':')).encode()
compressor = zlib.compressobj(1, zlib.DEFLATED, 31)
with open(output, 'wb') as file:
    file.write(compressor.compress(header('manifest.json', len(manifest)) + manifest + bytes(-len(manifest) % 512)))
    for start in range(0, count, 4096):
        file.write(compressor.compress(b''.join(header(name, 0) for name in names[start:start + 4096])))
    file.write(compressor.compress(bytes(1024)))
    file.write(compressor.flush())
