//
//  EmitterSpec.swift
//  PintailTests
//

import Quick
import Nimble
@testable import Pintail

final class EmitterSpec: QuickSpec {
    override class func spec() {
        describe("Emitter") {
            context("with a one second emit timer") {
                it("flushes the buffered events") {
                    let network = MockNetworkConnection(statusCode: 200)
                    let emitter = PTEmitter(networkConnection: network, emitTimerInterval: 1)
                    (0..<3).forEach { emitter.add(PTPayload(fixture: $0)) }
                    // The timer is a plain NSTimer on the emitter's run loop.
                    expect(emitter.bufferedCount).toEventually(equal(0), timeout: .seconds(2))
                }
            }

            it("keeps events when the collector answers 500") {
                let network = MockNetworkConnection(statusCode: 500)
                let emitter = PTEmitter(networkConnection: network, emitTimerInterval: 0)
                emitter.add(PTPayload(fixture: 1))
                emitter.flush()
                expect(emitter.bufferedCount).toEventually(equal(1))
            }
        }
    }
}
