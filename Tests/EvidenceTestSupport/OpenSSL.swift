import Foundation

/// The `openssl` command (OpenSSL 3: scripts/setup.sh installs it; on macOS Homebrew's openssl@3,
/// since the system's LibreSSL lacks what the tests use): it makes the signing tests' keys and checks
/// their signatures independently of the code under test.
public enum OpenSSL {
    public static let executable: String = {
        let homebrew = ["/opt/homebrew/opt/openssl@3/bin/openssl", "/usr/local/opt/openssl@3/bin/openssl"]
        return homebrew.first { FileManager.default.isExecutableFile(atPath: $0) } ?? "/usr/bin/env"
    }()

    /// Runs `openssl` with `arguments` in `directory`.
    public static func run(_ arguments: [String], in directory: String? = nil) throws -> EvidenceProcess.Outcome {
        let full = executable == "/usr/bin/env" ? ["openssl"] + arguments : arguments
        return try EvidenceProcess.run(executable: executable, full, in: directory)
    }

    /// A fresh Ed25519 key pair in `directory` (`openssl genpkey -algorithm ed25519`, and its public
    /// key by `openssl pkey -pubout`): the PEM files' paths.
    public static func ed25519KeyPair(in directory: TemporaryDirectory, name: String = "key") throws -> (privateKey: String, publicKey: String) {
        let privateKey = directory.path("\(name).pem")
        let publicKey = directory.path("\(name).pub.pem")
        try check(run(["genpkey", "-algorithm", "ed25519", "-out", privateKey]))
        try check(run(["pkey", "-in", privateKey, "-pubout", "-out", publicKey]))
        return (privateKey, publicKey)
    }

    /// Throws with openssl's own words when it failed.
    @discardableResult
    public static func check(_ outcome: EvidenceProcess.Outcome) throws -> EvidenceProcess.Outcome {
        guard outcome.status == 0 else { throw Failure(message: outcome.standardError) }
        return outcome
    }

    public struct Failure: Error, CustomStringConvertible {
        public var message: String
        public var description: String { "openssl failed: \(message)" }
    }
}
