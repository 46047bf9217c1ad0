// This Source Code Form is subject to the terms of the Mozilla Public
// License, v. 2.0. If a copy of the MPL was not distributed with this
// file, You can obtain one at http://mozilla.org/MPL/2.0/

import BackgroundTasks
import XCTest
@testable import Kestrel

final class SuggestIngestSchedulerTests: XCTestCase {
    private var featureFlags: FeatureFlagStore!
    private var profile: MockProfile!

    override func setUp() {
        super.setUp()
        featureFlags = FeatureFlagStore(defaults: UserDefaults(suiteName: #function)!)
        profile = MockProfile()
    }

    override func tearDown() {
        featureFlags = nil
        profile = nil
        super.tearDown()
    }

    func testIngestRegisteredAtLaunchWhenEnabled() {
        featureFlags.set(.suggestIngest, enabled: true)
        let scheduler = FakeTaskScheduler()
        let utility = BackgroundSuggestIngestUtility(profile: profile,
                                                     featureFlags: featureFlags,
                                                     scheduler: scheduler)

        utility.setUp()

        XCTAssertEqual(scheduler.registeredIdentifiers,
                       [BackgroundSuggestIngestUtility.taskIdentifier])
    }

    /// The flag is off while the app finishes launching, so `setUp()` never
    /// registers the launch handler. Turning it on from Settings afterwards
    /// must still leave the app able to go to the background.
    func testEnablingSuggestAfterLaunchSchedulesIngest() {
        let utility = BackgroundSuggestIngestUtility(profile: profile,
                                                     featureFlags: featureFlags,
                                                     scheduler: BGTaskScheduler.shared)
        utility.setUp()                               // launch flow: flag still off
        featureFlags.set(.suggestIngest, enabled: true)  // user opts in from Settings

        utility.appDidEnterBackground()

        XCTAssertTrue(utility.hasPendingIngestRequest,
                      "backgrounding with Suggest enabled should leave an ingest request pending")
    }
}
