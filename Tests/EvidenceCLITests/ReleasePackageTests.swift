import EvidenceTestSupport
import Foundation
import Testing

/// scripts/dev/package-release.sh's packaging step on the `evidence` these tests built (a release build
/// takes minutes on 2 cores; the release workflow and a hand run build one), and scripts/install.sh
/// downloading that package from a local HTTP server, as it downloads a GitHub release.
@Suite struct ReleasePackageTests {
    static let root = TestPaths.packageRoot.path
    static let version = "0.1.0"
    static let platform: String = {
        var machine = utsname()
        uname(&machine)
        let arch = withUnsafeBytes(of: &machine.machine) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        #if os(macOS)
        return "macos-\(arch == "x86_64" ? "x86_64" : "arm64")"
        #else
        return "linux-\(arch == "aarch64" ? "arm64" : arch)"
        #endif
    }()
    static var tarball: String { "evidence-\(version)-\(platform).tar.gz" }

    /// Packages the built binary into `output`; SOURCE_DATE_EPOCH fixed, as a release sets it.
    static func package(into output: String) throws -> EvidenceProcess.Outcome {
        try EvidenceProcess.run(
            executable: "/bin/bash", ["\(root)/scripts/dev/package-release.sh", "--binary", TestPaths.evidenceBinary, "--version", version, "--output", output],
            environment: EvidenceProcess.cleanEnvironment(["SOURCE_DATE_EPOCH": "1767225600"]), in: root)
    }

    struct PackagingFailed: Error, CustomStringConvertible {
        var description: String
    }

    /// The built binary packaged once per run, in `dist/` of its folder, and what the script printed:
    /// packaging strips and compresses the binary (seconds), and the layout, the libraries, install.sh
    /// and the action's download all read the same bytes. A test that changes a file copies it first.
    static let packaged = Result<(folder: TemporaryDirectory, standardOutput: String), any Error> {
        let folder = try TemporaryDirectory.forTheRun("evidence-release")
        let outcome = try package(into: folder.path("dist"))
        guard outcome.status == 0 else {
            throw PackagingFailed(description: "scripts/dev/package-release.sh exited \(outcome.status): \(outcome.standardError)")
        }
        return (folder, outcome.standardOutput)
    }

    /// Copies the package's tarball and SHA256SUMS into `folder` (created) and returns it.
    @discardableResult
    static func copyPackage(into folder: String) throws -> String {
        let dist = try packaged.get().folder.path("dist")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for file in [tarball, "SHA256SUMS"] {
            try FileManager.default.copyItem(atPath: "\(dist)/\(file)", toPath: "\(folder)/\(file)")
        }
        return folder
    }

    static func tool(_ arguments: [String], in directory: String? = nil) throws -> EvidenceProcess.Outcome {
        try EvidenceProcess.run(executable: "/usr/bin/env", arguments, environment: EvidenceProcess.cleanEnvironment(), in: directory)
    }

    @Test func thePackageHasItsLayoutVerifiesAndIsReproducible() throws {
        let directory = try TemporaryDirectory("evidence-release")
        let (packaged, standardOutput) = try Self.packaged.get()
        #expect(standardOutput == packaged.path("dist/\(Self.tarball)") + "\n")
        // A copy, since a byte of it is changed below.
        try Self.copyPackage(into: directory.path("one"))

        let listing = try Self.tool(["tar", "-tzvf", directory.path("one/\(Self.tarball)")])
        #expect(listing.status == 0, "\(listing.standardError)")
        let top = "evidence-\(Self.version)-\(Self.platform)/"
        let entries = listing.standardOutput.split(separator: "\n").map { String($0.split(separator: " ", omittingEmptySubsequences: true).last ?? "") }
        #expect(entries == [
            top, top + "README.md", top + "bin/", top + "bin/evidence", top + "share/",
            top + "share/bash-completion/", top + "share/bash-completion/completions/", top + "share/bash-completion/completions/evidence",
            top + "share/fish/", top + "share/fish/vendor_completions.d/", top + "share/fish/vendor_completions.d/evidence.fish",
            top + "share/man/", top + "share/man/man1/", top + "share/man/man1/evidence.1",
            top + "share/zsh/", top + "share/zsh/site-functions/", top + "share/zsh/site-functions/_evidence",
        ])
        // Owned by root, one timestamp (SOURCE_DATE_EPOCH: 2026-01-01), the binary executable.
        for line in listing.standardOutput.split(separator: "\n") {
            #expect(line.contains(" 0/0 ") && line.contains("2026-01-01 "), "\(line)")
        }
        #expect(listing.standardOutput.contains("-rwxr-xr-x 0/0"))

        // SHA256SUMS names the tarball and verifies; one altered byte does not.
        let sums = try String(contentsOfFile: directory.path("one/SHA256SUMS"), encoding: .utf8)
        #expect(sums.range(of: "^[0-9a-f]{64}  \(NSRegularExpression.escapedPattern(for: Self.tarball))\n$", options: .regularExpression) != nil, "\(sums)")
        let check = try Self.tool(["sha256sum", "-c", "SHA256SUMS"], in: directory.path("one"))
        #expect(check.status == 0, "\(check.standardOutput)\(check.standardError)")
        var bytes = try Data(contentsOf: URL(fileURLWithPath: directory.path("one/\(Self.tarball)")))
        try bytes.write(to: URL(fileURLWithPath: directory.path("original.tar.gz")))
        bytes[bytes.count / 2] ^= 1
        try bytes.write(to: URL(fileURLWithPath: directory.path("one/\(Self.tarball)")))
        #expect(try Self.tool(["sha256sum", "-c", "SHA256SUMS"], in: directory.path("one")).status != 0)

        // The same binary and epoch give the same bytes.
        #expect(try Self.package(into: directory.path("two")).status == 0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: directory.path("two/\(Self.tarball)"))) == Data(contentsOf: URL(fileURLWithPath: directory.path("original.tar.gz"))))
    }

    /// Every library `ldd` lists for the packaged binary is the C runtime, one the README names, or
    /// one a named library itself needs.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/ldd"), "ldd is Linux's"))
    func theREADMENamesTheSharedLibrariesTheBinaryNeeds() throws {
        let directory = try TemporaryDirectory("evidence-release")
        let tarball = try Self.packaged.get().folder.path("dist/\(Self.tarball)")
        #expect(try Self.tool(["tar", "-xzf", tarball], in: directory.path).status == 0)
        let top = directory.path("evidence-\(Self.version)-\(Self.platform)")
        let readme = try String(contentsOfFile: "\(top)/README.md", encoding: .utf8)
        #expect(readme.hasPrefix("# evidence\n"))
        #expect(readme.contains("## This build\n\nevidence \(Self.version) for linux"))
        let named = readme.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("- needs `"), line.hasSuffix("`") else { return nil }
            return String(line.dropFirst(9).dropLast())
        }
        #expect(!named.isEmpty, "this test's binary is the debug build: it needs the Swift runtime's libraries")

        func libraries(_ file: String) throws -> [(name: String, path: String)] {
            let ldd = try Self.tool(["ldd", file])
            #expect(ldd.status == 0, "\(ldd.standardError)")
            #expect(!ldd.standardOutput.contains("not found"), "\(ldd.standardOutput)")
            return ldd.standardOutput.split(separator: "\n").compactMap { line in
                let words = line.split(separator: " ").map(String.init)
                guard words.count >= 3, words[1] == "=>" else { return nil }
                return (words[0].trimmingCharacters(in: .whitespaces), words[2])
            }
        }
        let binary = try libraries("\(top)/bin/evidence")
        var allowed = Set(named)
        for library in binary where named.contains(library.name) {
            allowed.formUnion(try libraries(library.path).map(\.name))
        }
        let runtime = try NSRegularExpression(pattern: #"^(libc|libm|libdl|libpthread|librt|libutil|libstdc\+\+|libgcc_s|ld-linux.*)\.so"#)
        for library in binary where !allowed.contains(library.name) {
            let range = NSRange(library.name.startIndex..., in: library.name)
            #expect(runtime.firstMatch(in: library.name, range: range) != nil, "ldd lists \(library.name), which the README does not name")
        }
        for name in named {
            #expect(binary.contains { $0.name == name }, "the README names \(name), which ldd does not list")
        }
    }
}

/// scripts/install.sh against releases served from a local folder: the newest, a pinned version, a
/// sum that does not match, and a version that has no release (no build is tried for another one).
@Suite struct ReleaseInstallTests {
    /// A python3 HTTP server on a free loopback port, serving `folder`. It ends when its standard
    /// input closes (`stop()`, or this process ending) and after ten minutes in any case: the test
    /// runner blocks SIGTERM, and its children inherit that.
    final class Server {
        let process = Process()
        let input = Pipe()
        let port: Int

        init(serving folder: String) throws {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["python3", "-c", """
                import functools, http.server, os, sys, threading
                threading.Thread(target=lambda: (sys.stdin.read(), os._exit(0)), daemon=True).start()
                threading.Timer(600, lambda: os._exit(1)).start()
                handler = functools.partial(http.server.SimpleHTTPRequestHandler, directory=sys.argv[1])
                handler.func.log_message = lambda *args: None
                server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
                print(server.server_address[1], flush=True)
                server.serve_forever()
                """, folder]
            let output = Pipe()
            process.standardOutput = output
            process.standardInput = input
            try process.run()
            var line = Data()
            while !line.contains(UInt8(ascii: "\n")) {
                let chunk = output.fileHandleForReading.availableData
                guard !chunk.isEmpty else { break }
                line.append(chunk)
            }
            guard let port = Int(String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)) else {
                kill(process.processIdentifier, SIGKILL)
                throw ActionWorkspace.MissingTool(description: "the test's HTTP server did not start")
            }
            self.port = port
        }

        func stop() {
            try? input.fileHandleForWriting.close()
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            process.waitUntilExit()
        }
    }

    /// Releases laid out as GitHub serves them: download/v<version>/… and latest/download/….
    static func releases(in directory: TemporaryDirectory) throws -> String {
        for folder in ["releases/download/v\(ReleasePackageTests.version)", "releases/latest/download"] {
            try ReleasePackageTests.copyPackage(into: directory.path(folder))
        }
        return directory.path("releases")
    }

    /// install.sh with the server as EVIDENCE_RELEASE_URL, and a `swift` first on PATH that records a
    /// build and fails: a download must not build.
    static func install(_ arguments: [String], server: Server, directory: TemporaryDirectory) throws -> EvidenceProcess.Outcome {
        try directory.write("fake-bin/swift", "#!/bin/sh\necho \"swift $*\" >> \"$FAKE_SWIFT_LOG\"\nexit 1\n")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: directory.path("fake-bin/swift"))
        return try EvidenceProcess.run(
            executable: "/bin/bash", ["\(ReleasePackageTests.root)/scripts/install.sh"] + arguments,
            environment: EvidenceProcess.cleanEnvironment([
                "PATH": "\(directory.path("fake-bin")):/usr/local/bin:/usr/bin:/bin",
                "EVIDENCE_RELEASE_URL": "http://127.0.0.1:\(server.port)/",
                "FAKE_SWIFT_LOG": directory.path("swift.log"),
            ]))
    }

    @Test func theReleaseIsDownloadedVerifiedAndInstalledAndATamperedOneRefused() throws {
        let directory = try TemporaryDirectory("evidence-install")
        let server = try Server(serving: try Self.releases(in: directory))
        defer { server.stop() }

        let newest = try Self.install(["--prefix", directory.path("newest")], server: server, directory: directory)
        #expect(newest.status == 0, "\(newest.standardError)")
        #expect(newest.standardError.contains("Verified \(ReleasePackageTests.tarball) against SHA256SUMS."), "\(newest.standardError)")
        #expect(newest.standardOutput == "Installed evidence \(ReleasePackageTests.version) into \(directory.path("newest")) (bin/evidence, share/man/man1/evidence.1, bash, zsh and fish completions).\n")
        for file in ["bin/evidence", "share/man/man1/evidence.1", "share/bash-completion/completions/evidence", "share/zsh/site-functions/_evidence", "share/fish/vendor_completions.d/evidence.fish"] {
            #expect(FileManager.default.fileExists(atPath: directory.path("newest/\(file)")), "\(file)")
        }
        let version = try EvidenceProcess.run(executable: directory.path("newest/bin/evidence"), ["--version"])
        #expect(version.standardOutput == "evidence \(ReleasePackageTests.version)\n")

        let pinned = try Self.install(["--prefix", directory.path("pinned"), "--version", "v\(ReleasePackageTests.version)"], server: server, directory: directory)
        #expect(pinned.status == 0, "\(pinned.standardError)")
        #expect(pinned.standardError.contains("/download/v\(ReleasePackageTests.version)/\(ReleasePackageTests.tarball)"), "\(pinned.standardError)")
        #expect(!FileManager.default.fileExists(atPath: directory.path("swift.log")), "a release was there: nothing is built")

        // A sum that does not match: refused in one sentence, nothing installed.
        let sums = directory.path("releases/latest/download/SHA256SUMS")
        let original = try String(contentsOfFile: sums, encoding: .utf8)
        let digit = original.first == "0" ? "1" : "0"
        try (digit + original.dropFirst()).write(toFile: sums, atomically: true, encoding: .utf8)
        let tampered = try Self.install(["--prefix", directory.path("tampered")], server: server, directory: directory)
        #expect(tampered.status == 1)
        let refusal = tampered.standardError.split(separator: "\n").filter { $0.hasPrefix("error: ") }
        #expect(refusal.count == 1 && refusal[0].hasPrefix("error: \(ReleasePackageTests.tarball) does not match its SHA-256 in SHA256SUMS (expected \(digit)"), "\(tampered.standardError)")
        #expect(!FileManager.default.fileExists(atPath: directory.path("tampered/bin/evidence")))

        // No release of another version: not built from this checkout, which is not that version.
        let other = try Self.install(["--prefix", directory.path("other"), "--version", "9.9.9"], server: server, directory: directory)
        #expect(other.status == 1)
        #expect(other.standardError.hasSuffix("error: there is no release v9.9.9 for \(ReleasePackageTests.platform), and this checkout is version \(ReleasePackageTests.version); check out v9.9.9 or leave out --version.\n"), "\(other.standardError)")
        #expect(!FileManager.default.fileExists(atPath: directory.path("swift.log")))
    }
}
