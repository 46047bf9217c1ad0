//
//  MRDWatchFlushSpec.swift
//  MeridianWatchTests (watchOS simulator)
//

import Meridian
import Nimble
import Quick

final class MRDWatchFlushSpec: QuickSpec {
    override class func spec() {
        describe("flushing on an expiring activity") {
            var repository: MRDEventRepository!
            var state: MRDApplicationState!

            beforeEach {
                repository = MRDEventRepository.inMemoryForTesting(pendingEvents: 12)
                state = MRDApplicationState(repository: repository, coordinator: nil)
            }

            it("uploads the pending events") {
                state.applicationDidEnterBackground()
                expect(repository.uploadedEventCount).toEventually(equal(12), timeout: .seconds(5))
            }

            it("reports expiration before the watch suspends") {
                var expired = false
                state.onExpiration = { expired = true }
                state.applicationDidEnterBackground()
                // watchOS gives an expiring activity a few seconds; it must tell us when time is up.
                expect(expired).toEventually(beTrue(), timeout: .seconds(30))
            }
        }
    }
}
