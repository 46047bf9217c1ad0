//
//  SessionSpec.swift
//  PintailTests
//

import Quick
import Nimble
@testable import Pintail

final class SessionSpec: QuickSpec {
    override class func spec() {
        describe("Session") {
            beforeEach {
                PintailTestSupport.removeAllTrackers()
                PintailTestSupport.clearPersistedSessions()
            }

            context("with two tracker namespaces") {
                it("keeps an independent session per namespace") {
                    let trackerA = PintailTestSupport.tracker(namespace: "checkout")
                    let trackerB = PintailTestSupport.tracker(namespace: "catalog")
                    trackerA.track(PTScreenView(name: "cart"))
                    let sessionA = trackerA.session.sessionDictionary(withEventId: "e-1")
                    trackerB.track(PTScreenView(name: "home"))
                    let sessionB = trackerB.session.sessionDictionary(withEventId: "e-2")
                    expect(sessionB["sessionId"] as? String).toNot(equal(sessionA["sessionId"] as? String))
                    expect(sessionB["sessionIndex"] as? Int).to(equal(1))
                }
            }

            context("when the tracker restarts") {
                it("restores the session index") {
                    let tracker = PintailTestSupport.tracker(namespace: "restart")
                    tracker.track(PTScreenView(name: "home"))
                    tracker.session.pauseAndPersist()
                    let restarted = PintailTestSupport.tracker(namespace: "restart", reuse: false)
                    let restored = restarted.session.sessionDictionary(withEventId: "e-3")
                    expect(restored["sessionIndex"] as? Int).to(equal(1))
                }
            }

            context("after the foreground timeout") {
                it("starts a new session") {
                    let tracker = PintailTestSupport.tracker(namespace: "timeout", foregroundTimeout: 1)
                    let first = tracker.session.sessionDictionary(withEventId: "e-4")
                    PintailTestSupport.advanceClock(by: 2)
                    let second = tracker.session.sessionDictionary(withEventId: "e-5")
                    expect(second["sessionId"] as? String).toNot(equal(first["sessionId"] as? String))
                }
            }
        }
    }
}
