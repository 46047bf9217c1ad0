import Foundation
import Network
import Security

enum ProbeError: Error, Equatable { case timedOut, noTrust, cancelled }

/// Opens a TLS connection to a relay that has no pinned fingerprint yet and
/// reports the SHA-256 of the leaf certificate it presents (pairing by QR without fp=).
final class CertFingerprintProbe {
    private let queue = DispatchQueue(label: "com.cobalt.relay.probe")
    private let timeout: Duration
    private var continuation: CheckedContinuation<String, Error>?

    init(timeout: Duration = .seconds(5)) {
        self.timeout = timeout
    }

    func probe(host: String, port: UInt16) async throws -> String {
        try await withCheckedThrowingContinuation { continuation in
            self.continuation = continuation
            let parameters = makeParameters()
            let connection = NWConnection(host: .init(host), port: .init(rawValue: port)!, using: parameters)
            connection.stateUpdateHandler = { state in
                if case .failed = state { self.finish(.failure(ProbeError.noTrust)) }
            }
            connection.start(queue: queue)
        }
    }

    private func makeParameters() -> NWParameters {
        let tls = NWProtocolTLS.Options()
        sec_protocol_options_set_verify_block(tls.securityProtocolOptions, { _, trust, complete in
            // Called by boringssl on `queue` during the handshake.
            let secTrust = sec_trust_copy_ref(trust).takeRetainedValue()
            guard let chain = SecTrustCopyCertificateChain(secTrust) as? [SecCertificate],
                  let leaf = chain.first else { complete(false); return }
            let digest = SHA256Fingerprint(of: leaf)
            self.finish(.success(digest))
            complete(false)
            _ = trust
            self.resume(with: trust)
        }, queue)
        return NWParameters(tls: tls)
    }

    private func resume(with trust: sec_trust_t) {}

    private func finish(_ result: Result<String, Error>) {
        continuation?.resume(with: result)
        continuation = nil
    }
}
