import Foundation
import Testing
@testable import Pinwheel

@Suite struct HandshakeRecoveryTests {
    /// A peer that just completed a handshake as initiator suppresses an immediate legacy restart
    /// for `recentInitiatorCompletionGracePeriod`, then recovers once.
    @Test func immediateRestartDuringCompletionGrace() async throws {
        let clockStart = ContinuousClock.now
        let lower = NoiseSessionManager(recentInitiatorCompletionGracePeriod: 0.03)   // 30 ms window
        let higher = NoiseSessionManager()
        try await Handshake.complete(initiator: lower, responder: higher)              // grace clock starts here

        // The restarting peer: a fresh service (new static keypair, keychain write).
        let restarted = try NoiseEncryptionService(identity: .generate())
        let initiation = try restarted.makeInitiation(for: lower.peerID)

        let first = try lower.receive(initiation, from: higher.peerID)
        let duplicate = try lower.receive(initiation, from: higher.peerID)

        #expect(first == nil)                       // suppressed: inside the grace window
        #expect(duplicate == nil)                   // coalesced into the pending recovery
        #expect(lower.pendingRecoveries.count == 1)
        #expect(lower.session(for: higher.peerID)?.generation == 1)
        #expect(lower.session(for: higher.peerID)?.isEstablished == true)
        _ = clockStart
    }

    @Test func restartAfterGraceStartsFreshHandshake() async throws {
        let lower = NoiseSessionManager(recentInitiatorCompletionGracePeriod: 0)
        let higher = NoiseSessionManager()
        try await Handshake.complete(initiator: lower, responder: higher)
        let restarted = try NoiseEncryptionService(identity: .generate())
        #expect(try lower.receive(restarted.makeInitiation(for: lower.peerID), from: higher.peerID) != nil)
    }
}
