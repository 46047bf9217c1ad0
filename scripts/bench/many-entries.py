#!/usr/bin/env python3
"""Writes an archive of COUNT empty entries, as the audit of issue 28 did: the limits' input.

Usage: scripts/bench/many-entries.py OUTPUT COUNT [listed|extra|maximal] [PREFIX]
  listed: manifest.json lists every entry (a manifest of COUNT entries); extra (default): it lists
  none, so each entry is one more problem for verify; maximal: it lists every entry, each path long
  enough (a pax header holds it) that the manifest is just under the 64 MiB verify reads — with
  COUNT 150000, the largest manifest of the most entries collect writes. PREFIX is the folder
  (default logs/, the folder triage reads each entry of). Headers are written directly (tarfile
  takes a minute for 10^6).
"""
import hashlib, json, sys, zlib

output, count = sys.argv[1], int(sys.argv[2])
mode = sys.argv[3] if len(sys.argv) > 3 else 'extra'
listed = mode in ('listed', 'maximal')
prefix = sys.argv[4] if len(sys.argv) > 4 else 'logs/'
TIME = 1700000000
MAXIMUM_MANIFEST = 64 << 20


def header(name, size, kind=b'0'):
    block = bytearray(512)
    encoded = name.encode()
    block[0:len(encoded)] = encoded
    block[100:108] = b'0000644\0'
    block[108:116] = b'0000000\0'
    block[116:124] = b'0000000\0'
    block[124:136] = b'%011o\0' % size
    block[136:148] = b'%011o\0' % TIME
    block[148:156] = b' ' * 8
    block[156] = kind[0]
    block[257:265] = b'ustar\x0000'
    block[148:156] = b'%06o\0 ' % sum(block)
    return bytes(block)


def pax(name):
    """A pax header holding NAME (collect's form: libarchive's), then the entry's own header."""
    record = b' path=' + name.encode() + b'\n'
    length = len(record) + 1
    while len(b'%d' % length) + len(record) != length:
        length += 1
    records = b'%d' % length + record
    short = name[-99:]
    return (header('PaxHeader/' + short[-80:], len(records), b'x') + records + bytes(-len(records) % 512)
            + header(short, 0))


empty = hashlib.sha256(b'').hexdigest()
pad = 0
if mode == 'maximal':
    # Each entry's JSON without padding, then the padding that brings the manifest to the limit.
    bare = len(json.dumps({'path': '%s%07d.log' % (prefix, 0), 'kind': 'log', 'size': 0, 'sha256': empty}, separators=(',', ':'))) + 1
    pad = (MAXIMUM_MANIFEST - 4096) // count - bare
names = ['%s%s%07d.log' % (prefix, 'p' * pad, index) for index in range(count)]
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
        entry = pax if pad else (lambda name: header(name, 0))
        file.write(compressor.compress(b''.join(entry(name) for name in names[start:start + 4096])))
    file.write(compressor.compress(bytes(1024)))
    file.write(compressor.flush())
