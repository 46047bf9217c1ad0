import EvidenceKit
import EvidenceTestSupport
import Foundation
import Testing

/// verify reads every byte of every tar header, the padding after each entry's data and the end
/// (issue 28, part 3): libarchive reads a name up to its NUL and passes over link names, user and
/// group names, device numbers and paddings, so text placed there — an unredacted token — passed
/// `verify`. Each case changes one field of a real collected archive, byte by byte, as an attacker
/// would (checksum fixed), and must fail verify naming the entry and the field.
@Suite struct TarHeaderBytesTests {
    let environment = EvidenceProcess.cleanEnvironment(["SOURCE_DATE_EPOCH": "1700000000"])

    /// Changes the first log's header (or what follows it) in the gzip tar `source`, into `target`.
    static let tamperer = """
        import sys, gzip
        source, target, change = sys.argv[1:4]
        tar = bytearray(gzip.decompress(open(source, 'rb').read()))
        token = b'ghp_' + b'A1b2C3d4' * 4 + b'zz'
        def headers():
            offset = 0
            while tar[offset:offset + 512] != bytes(512):
                size = int(tar[offset + 124:offset + 136].strip(b' \\0') or b'0', 8)
                yield offset, size
                offset += 512 + (size + 511) // 512 * 512
        def log_header():
            return next((offset, size) for offset, size in headers() if tar[offset:offset + 5] == b'logs/')
        def checksum(offset):
            tar[offset + 148:offset + 156] = b' ' * 8
            tar[offset + 148:offset + 156] = b'%06o\\0 ' % sum(tar[offset:offset + 512])
        def put(field_offset, value):
            offset, _ = log_header()
            tar[offset + field_offset:offset + field_offset + len(value)] = value
            checksum(offset)
        def record(key, value):
            body = b' %s=%s\\n' % (key, value)
            length = len(body) + len(str(len(body) + len(str(len(body)))))
            return b'%d%s' % (length, body)
        def pax(records, kind=b'x'):
            offset, _ = log_header()
            header = bytearray(tar[offset:offset + 512])
            header[0:100] = b'logs/PaxHeader/build.log'.ljust(100, b'\\0')
            header[124:136] = b'%011o ' % len(records)
            header[156:157] = kind
            tar[offset:offset] = header + records + bytes(-len(records) % 512)
            checksum(offset)
        if change == 'padding':
            offset, size = log_header()
            tar[offset + 512 + size:offset + 512 + size + len(token)] = token
        if change == 'name-tail': put(60, b'\\0' + token)
        if change == 'linkname': put(157, token)
        if change == 'uname': put(265, b'ghp_A1b2C3d4A1b2C3d4')
        if change == 'gname': put(297, b'ghp_A1b2C3d4A1b2C3d4')
        if change == 'magic': put(257, b'ghp_A1b\\0')
        if change == 'devmajor': put(329, b'0000001\\0')
        if change == 'prefix-tail': put(346, token)
        if change == 'header-padding': put(500, b'ghp_secret12')
        if change == 'mode-text': put(100, b'644 ghp\\0')
        if change == 'pax-comment': pax(record(b'comment', token))
        if change == 'global': pax(record(b'comment', token), b'g')
        open(target, 'wb').write(gzip.compress(bytes(tar), mtime=0))
        """

    func tampered(_ change: String, in directory: TemporaryDirectory) throws -> String {
        let source = try directory.write("run.tgz", try HostileArchiveTests.collectedBytes.get())
        let script = try directory.write("tamper.py", Self.tamperer)
        let target = directory.path("\(change).tgz")
        _ = try Shell.run(["python3", script, source, target, change])
        return target
    }

    @Test(arguments: [
        ("padding", "form: logs/build.log has 38 bytes that are not zero in the padding after its data (collect pads with zeros)"),
        ("name-tail", "form: logs/build.log has a header whose name field holds text after its NUL"),
        ("linkname", "form: logs/build.log has a header whose link name field is not empty"),
        ("uname", "form: logs/build.log has a header whose uname field is not empty or root's"),
        ("gname", "form: logs/build.log has a header whose gname field is not empty or root's"),
        ("magic", "form: logs/build.log has a header whose magic is not ustar"),
        ("devmajor", "form: logs/build.log has a header whose devmajor field is not empty or zero"),
        ("prefix-tail", "form: logs/build.log has a header whose prefix field holds text after its NUL"),
        ("header-padding", "form: logs/build.log has a header whose last 12 bytes (padding) are not zero"),
        ("mode-text", "form: logs/build.log has a header whose mode field is not an octal number"),
        ("pax-comment", "form: logs/build.log has a pax header setting 'comment', which collect never writes"),
        ("global", "form: logs/PaxHeader/build.log has a header of type 'g', which collect never writes"),
    ])
    func bytesCollectNeverWritesFailVerifyNamingTheField(change: String, problem: String) throws {
        let directory = try TemporaryDirectory()
        let archive = try tampered(change, in: directory)
        let outcome = try EvidenceProcess.run(["verify", archive], environment: environment)
        #expect(outcome.status == 1, "\(outcome.standardError)")
        #expect(outcome.standardError.contains("\(archive): \(problem)"), "\(outcome.standardError)")
        // triage says the same: not verified.
        let triage = try EvidenceProcess.run(["triage", archive, "--format", "json"], environment: environment)
        #expect(triage.standardOutput.contains("\"verified\" : false") || triage.standardOutput.contains("\"verified\":false"), "\(triage.standardOutput.prefix(400))")
    }

    /// What collect writes for every name it can meet — long (a pax `path` and a ustar prefix),
    /// non-ASCII, deep — verifies, and so does the same archive re-packed by Python's tarfile
    /// (`././@PaxHeader`, `?` for non-ASCII, other spellings of the numbers): a faithful re-pack is
    /// no tampering.
    @Test func everyNameCollectWritesVerifiesAndSoDoesAFaithfulRepack() throws {
        let directory = try TemporaryDirectory()
        let deep = String(repeating: "d", count: 90) + "/" + String(repeating: "e", count: 60)
        try directory.write("in/build.log", "Test Case '-[AppTests.SyncTests testSync]' started.\n")
        try directory.write("in/caf\u{E9} \u{1F600}.log", "ok\n")
        try directory.write("in/\(deep)/long-name-\(String(repeating: "f", count: 110)).log", "ok\n")
        try directory.write("in/Deep.xcresult/Data/\(String(repeating: "g", count: 120))/data.0~\(String(repeating: "h", count: 90))", "[]")
        let archive = directory.path("run.tgz")
        let collect = try EvidenceProcess.run(["collect", directory.path("in"), "--output", archive, "--commit", "abc1234"], environment: environment)
        #expect(collect.status == 0, "\(collect.standardError)")
        let verify = try EvidenceProcess.run(["verify", archive], environment: environment)
        #expect(verify.status == 0, "\(verify.standardError)")
        let script = try directory.write("repack.py", """
            import io, sys, tarfile
            members = []
            with tarfile.open(sys.argv[1], 'r:*') as archive:
                for info in archive.getmembers(): members.append((info, archive.extractfile(info).read()))
            with tarfile.open(sys.argv[2], 'w:gz', format=tarfile.PAX_FORMAT) as archive:
                for info, data in members: archive.addfile(info, io.BytesIO(data))
            """)
        let repacked = directory.path("repacked.tgz")
        _ = try Shell.run(["python3", script, archive, repacked])
        let again = try EvidenceProcess.run(["verify", repacked], environment: environment)
        #expect(again.status == 0, "\(again.standardError)")
    }
}
