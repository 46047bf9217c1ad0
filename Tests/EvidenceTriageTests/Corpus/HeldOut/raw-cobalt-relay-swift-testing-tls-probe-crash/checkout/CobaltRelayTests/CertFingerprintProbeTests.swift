import Testing
@testable import CobaltRelay

@Suite("Certificate fingerprint probe")
struct CertFingerprintProbeTests {
    let server = LocalTLSServer.start(certificate: .fixture("relay-leaf"))

    @Test func probeReturnsLeafFingerprint() async throws {
        let probe = CertFingerprintProbe()
        let fingerprint = try await probe.probe(host: "127.0.0.1", port: server.port)
        #expect(fingerprint == CertificateFixture.relayLeafSHA256)
    }

    @Test func probeTimesOutOnSilentPort() async {
        let probe = CertFingerprintProbe(timeout: .milliseconds(200))
        await #expect(throws: ProbeError.timedOut) {
            try await probe.probe(host: "127.0.0.1", port: LocalTLSServer.silentPort)
        }
    }
}
