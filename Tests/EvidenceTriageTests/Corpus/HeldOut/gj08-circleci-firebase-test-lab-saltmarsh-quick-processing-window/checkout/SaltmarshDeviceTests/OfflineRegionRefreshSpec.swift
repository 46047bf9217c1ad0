import Nimble
import Quick
@testable import Saltmarsh

final class OfflineRegionRefreshSpec: QuickSpec {
    override class func spec() {
        describe("OfflineRegionRefresh") {
            let store = RegionStore.shared

            beforeEach {
                BGTaskSchedulerTestSupport.cancelAllPendingRequests()
            }

            context("nightly processing refresh") {
                it("completes within the overnight window") {
                    store.resetRefreshState(slot: 1)
                    let submitted = RegionRefreshScheduler.scheduleRefresh(slot: 1, earliest: Date(timeIntervalSinceNow: 60))
                    expect { try submitted.get() }.toNot(throwError())

                    // Lab devices sit on chargers and Wi-Fi, so the system should pick it up well within 10 minutes.
                    expect(store.lastRefreshCompletedAt(slot: 1)).toEventuallyNot(beNil(), timeout: .seconds(600), pollInterval: .seconds(5))
                }
            }

            context("per-region scheduling") {
                it("accepts one processing request per downloaded region") {
                    let results = (1...RegionRefreshScheduler.slotCount).map {
                        RegionRefreshScheduler.scheduleRefresh(slot: $0, earliest: Date(timeIntervalSinceNow: 3600))
                    }
                    let accepted = results.filter { if case .success = $0 { return true } else { return false } }.count
                    expect(accepted).to(equal(RegionRefreshScheduler.slotCount))
                }
            }
        }
    }
}
