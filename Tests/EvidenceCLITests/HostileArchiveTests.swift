import EvidenceKit
import EvidenceTestSupport
import Foundation
import Testing

/// Archives built to hurt the reader (issue 12, items 5, 6 and 9): other compressions that would
/// run outside programs, links, devices, `../`, sparse bombs, tampered headers and bytes after the
/// end. Each is built here from a real collected archive with Python's tarfile, as an attacker would.
@Suite struct HostileArchiveTests {
    let environment = EvidenceProcess.cleanEnvironment(["SOURCE_DATE_EPOCH": "1700000000"])

    /// Rewrites `source` (a gzip tar) into `target`, applying `change` to the list of
    /// (TarInfo, bytes) pairs; `compress` is "gz" or "" (plain tar).
    static let rewriter = """
        import io, sys, tarfile, gzip
        source, target, change, compress = sys.argv[1:5]
        members = []
        with tarfile.open(source, 'r:*') as archive:
            for info in archive.getmembers():
                data = archive.extractfile(info).read() if info.isfile() else b''
                members.append((info, data))
        log = next(i for i, (info, _) in enumerate(members) if info.name.startswith('logs/'))
        def extra(name, kind, **fields):
            info = tarfile.TarInfo(name)
            info.type = kind
            info.mtime = members[0][0].mtime
            info.mode = 0o644
            for key, value in fields.items(): setattr(info, key, value)
            return (info, b'')
        if change == 'mode': members[log][0].mode = 0o755
        if change == 'uid': members[log][0].uid = 501
        if change == 'mtime': members[log][0].mtime += 1
        if change == 'hardlink': members.append(extra('logs/linked.log', tarfile.LNKTYPE, linkname='manifest.json'))
        if change == 'symlink': members.append(extra('logs/shadow.log', tarfile.SYMTYPE, linkname='/etc/shadow'))
        if change == 'fifo': members.append(extra('logs/pipe.log', tarfile.FIFOTYPE))
        if change == 'device': members.append(extra('logs/null.log', tarfile.CHRTYPE, devmajor=1, devminor=3))
        if change == 'dotdot': members.append((members[log][0].replace(name='../escaped.log'), members[log][1]))
        if change == 'absolute': members.append((members[log][0].replace(name='/tmp/escaped.log'), members[log][1]))
        if change == 'sparse':
            info = tarfile.TarInfo('logs/huge.log')
            info.size, info.mtime, info.mode = 1, members[0][0].mtime, 0o644
            size = 1 << 50
            info.pax_headers = {'GNU.sparse.size': str(size), 'GNU.sparse.numblocks': '1',
                                'GNU.sparse.map': '%d,1' % (size - 1)}
            members.append((info, b'x'))
        if change == 'oversized':
            info, data = members[log]
            members[log] = (info, data + b'\\0' * (80 << 20))
        buffer = io.BytesIO()
        with tarfile.open(fileobj=buffer, mode='w', format=tarfile.PAX_FORMAT) as archive:
            for info, data in members:
                info.size = len(data) if info.isfile() and 'GNU.sparse.size' not in info.pax_headers else info.size
                archive.addfile(info, io.BytesIO(data) if info.isfile() else None)
        tar = buffer.getvalue()
        if change == 'junk-in-tar': tar += b'evidence after the end' + b'\\0' * 490
        body = gzip.compress(tar, mtime=0) if compress == 'gz' else tar
        if change == 'second-member': body += gzip.compress(b'more', mtime=0)
        if change == 'garbage': body += b'garbage'
        if change == 'no-trailer': body = body[:-8]
        open(target, 'wb').write(body)
        """

    struct CollectFailed: Error, CustomStringConvertible {
        var description: String
    }

    /// The real collected archive every rewrite starts from, made once by the binary: the same
    /// input and SOURCE_DATE_EPOCH give the same bytes, so each test gets its own copy of them.
    static let collectedBytes = Result<Data, any Error> {
        let directory = try TemporaryDirectory()
        try directory.write("in/build.log", "Test Case '-[AppTests.SyncTests testSync]' started.\nok\n")
        let archive = directory.path("run.tgz")
        let outcome = try EvidenceProcess.run(["collect", directory.path("in"), "--output", archive, "--commit", "abc1234"],
                                              environment: EvidenceProcess.cleanEnvironment(["SOURCE_DATE_EPOCH": "1700000000"]))
        guard outcome.status == 0 else { throw CollectFailed(description: "evidence collect exited \(outcome.status): \(outcome.standardError)") }
        return try Data(contentsOf: URL(fileURLWithPath: archive))
    }

    func collected(_ directory: TemporaryDirectory) throws -> String {
        try directory.write("run.tgz", try Self.collectedBytes.get())
    }

    func rewrite(_ directory: TemporaryDirectory, _ change: String, compress: String = "gz") throws -> String {
        let source = try collected(directory)
        let script = try directory.write("rewrite.py", Self.rewriter)
        let target = directory.path("\(change).\(compress == "gz" ? "tgz" : "tar")")
        try Shell.run(["python3", script, source, target, change, compress])
        return target
    }

    /// Runs evidence with a 60-second timeout: a bomb must end, not merely fail eventually.
    func run(_ arguments: [String], environment: [String: String]? = nil) throws -> EvidenceProcess.Outcome {
        try EvidenceProcess.run(arguments, environment: environment ?? self.environment, timeout: 60)
    }

    @Test func anArchiveRewrittenWithoutChangeStillVerifies() throws {
        let directory = try TemporaryDirectory()
        for compress in ["gz", ""] {
            let archive = try rewrite(directory, "none", compress: compress)
            let outcome = try run(["verify", archive])
            #expect(outcome.status == 0, "\(outcome.standardError)")
        }
    }

    @Test(arguments: [
        ("mode", "form: logs/build.log has mode 0755, not 0644"),
        ("uid", "form: logs/build.log is owned by 501:0, not 0:0"),
        ("mtime", "form: logs/build.log has mtime 1700000001, not the archive's 1700000000"),
        ("hardlink", "forbidden: logs/linked.log is a hard link"),
        ("symlink", "forbidden: logs/shadow.log is a symbolic link"),
        ("fifo", "forbidden: logs/pipe.log is a device, fifo or socket"),
        ("device", "forbidden: logs/null.log is a device, fifo or socket"),
        ("dotdot", "forbidden: ../escaped.log leaves the archive through '..'"),
        ("absolute", "forbidden: /tmp/escaped.log is an absolute path"),
        ("second-member", "trailing: 24 bytes follow the end of the gzip stream"),
        ("garbage", "trailing: 7 bytes follow the end of the gzip stream"),
        ("junk-in-tar", "trailing: 7168 bytes follow the tar stream's end-of-archive blocks, 22 of them not zero"),
    ])
    func tamperingWithTheArchivesFormFailsVerifyNamingIt(change: String, problem: String) throws {
        let directory = try TemporaryDirectory()
        let archive = try rewrite(directory, change)
        let outcome = try run(["verify", archive])
        #expect(outcome.status == 1, "\(outcome.standardError)")
        #expect(outcome.standardError.contains("\(archive): \(problem)"), "\(outcome.standardError)")
    }

    /// 1 PB declared in a few hundred bytes: refused from its header, at once, by every reader.
    @Test func aSparseBombEndsAtOnce() throws {
        let directory = try TemporaryDirectory()
        let archive = try rewrite(directory, "sparse")
        let size = try FileManager.default.attributesOfItem(atPath: archive)[.size] as! Int
        #expect(size < 1024)
        let verify = try run(["verify", archive])
        #expect(verify.status == 1)
        #expect(verify.standardError.contains("forbidden: logs/huge.log is a sparse entry declaring 1125899906842624 bytes; not read"))
        // A damaged archive: the document still says what was read, and the exit status says damaged.
        let triage = try run(["triage", archive, "--format", "json"])
        #expect(triage.status == 65, "\(triage.standardError)")
        #expect(triage.standardOutput.contains("sparse entry"))
        let xcresult = try run(["xcresult", archive])
        #expect(xcresult.status == 65)
        #expect(xcresult.standardError.contains("logs/huge.log is a sparse entry"))
    }

    /// An entry larger than its manifest entry says is not read to its end (64 MiB of zeros here).
    @Test func anEntryLargerThanTheManifestSaysIsNotRead() throws {
        let directory = try TemporaryDirectory()
        let archive = try rewrite(directory, "oversized")
        let outcome = try run(["verify", archive])
        #expect(outcome.status == 1)
        #expect(outcome.standardError.contains("unreadable: logs/build.log: it declares 83886135 bytes, more than an archive with this manifest can hold (67108974); not read"), "\(outcome.standardError)")
    }

    /// Compressions libarchive would hand to an outside program (lzop, lrzip, grzip) or that we do
    /// not read: refused by their magic, and the program on PATH never runs.
    @Test(arguments: [
        ("lzop", [0x89, 0x4C, 0x5A, 0x4F, 0x00, 0x0D, 0x0A, 0x1A, 0x0A] as [UInt8]),
        ("lrzip", Array("LRZI".utf8)), ("grzip", Array("GRZipII".utf8)),
        ("bzip2", Array("BZh9".utf8)), ("xz", [0xFD, 0x37, 0x7A, 0x58, 0x5A, 0x00]),
    ])
    func otherCompressionsAreRefusedAndRunNothing(name: String, magic: [UInt8]) throws {
        let directory = try TemporaryDirectory()
        let marker = directory.path("ran")
        let bin = directory.path("bin")
        try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
        for program in ["lzop", "lrzip", "grzip", "bzip2", "xz"] {
            let path = try directory.write("bin/\(program)", "#!/bin/sh\ntouch '\(marker)'\ncat\n")
            chmod(path, 0o755)
        }
        let archive = directory.path("run.tgz")
        try Data(magic + [UInt8](repeating: 0x41, count: 2048)).write(to: URL(fileURLWithPath: archive))
        var environment = self.environment
        environment["PATH"] = "\(bin):\(environment["PATH"] ?? "/usr/bin:/bin")"
        for command in [["verify", archive], ["triage", archive], ["comment", archive], ["xcresult", archive]] {
            let outcome = try run(command, environment: environment)
            #expect(outcome.status == 65, "\(command): \(outcome.standardError)")
            #expect(outcome.standardError.contains("it is compressed with \(name); evidence reads only gzip, zstd or uncompressed tar"), "\(command): \(outcome.standardError)")
        }
        #expect(!FileManager.default.fileExists(atPath: marker), "an outside program ran")
    }

    /// 12 bundles of 48 MiB of objects each in a 2.6 MB archive: triage held 600 MB before the
    /// budget for the whole run; now it stays under 256 MB.
    @Test func triageMemoryIsCappedForTheWholeRun() throws {
        let directory = try TemporaryDirectory()
        let script = try directory.write("bundles.py", """
            import tarfile, io, gzip, json, hashlib, sys
            obj = b'[' + b'\\0' * (8 * 1024 * 1024 - 2) + b']'
            digest = hashlib.sha256(obj).hexdigest()
            files = [(f'xcresult/B{b}.xcresult/Data/data.{i:04d}', obj) for b in range(12) for i in range(6)]
            manifest = {'schema': 'evidence.manifest/v1', 'tool': {'name': 'evidence', 'version': '0.1.0'},
                        'created': '1970-01-01T00:00:00Z', 'commit': {'sha': None, 'source': 'unknown'},
                        'compression': 'gzip', 'redactions': {'total': 0, 'byRule': {}}, 'skipped': [], 'skippedTotal': 0,
                        'entries': [{'path': p, 'kind': 'xcresult', 'size': len(d), 'sha256': digest} for p, d in files]}
            # Streamed at level 1: the same 576 MB of tar for triage to read, without holding it
            # in Python or spending seconds on level 9 (the archive's size is not what is tested).
            with gzip.GzipFile(sys.argv[1], 'wb', compresslevel=1, mtime=0) as output, \\
                 tarfile.open(fileobj=output, mode='w', format=tarfile.PAX_FORMAT) as archive:
                for path, data in [('manifest.json', json.dumps(manifest).encode())] + files:
                    info = tarfile.TarInfo(path)
                    info.size, info.mode, info.mtime = len(data), 0o644, 0
                    archive.addfile(info, io.BytesIO(data))
            """)
        let archive = directory.path("bundles.tgz")
        try Shell.run(["python3", script, archive])
        let outcome = try EvidenceProcess.run(executable: "/usr/bin/time", ["-f", "peak-kb %M", TestPaths.evidenceBinary, "triage", archive], environment: environment)
        #expect(outcome.status == 0)
        let peak = try #require(outcome.standardError.split(separator: "\n").last { $0.hasPrefix("peak-kb ") }.flatMap { Int($0.dropFirst(8)) })
        #expect(peak < 256 * 1024, "triage peaked at \(peak / 1024) MB")
    }
}
