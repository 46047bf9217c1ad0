//
//  LifecycleSpec.swift
//  PintailTests
//

import Quick
import Nimble
import UIKit
@testable import Pintail

final class LifecycleSpec: QuickSpec {
    override class func spec() {
        describe("Lifecycle") {
            var emitter: RecordingEmitter!
            var tracker: PTTracker!

            beforeEach {
                emitter = RecordingEmitter()
                tracker = PintailTestSupport.tracker(namespace: "lifecycle", emitter: emitter, lifecycleAutotracking: true)
            }

            it("tracks an application_background event when the app is backgrounded") {
                NotificationCenter.default.post(name: UIApplication.didEnterBackgroundNotification, object: nil)
                expect(emitter.schemas).toEventually(contain("application_background"))
            }

            context("when the app returns to the foreground") {
                it("tracks an application_foreground event") {
                    NotificationCenter.default.post(name: UIApplication.didEnterBackgroundNotification, object: nil)
                    NotificationCenter.default.post(name: UIApplication.willEnterForegroundNotification, object: nil)
                    expect(emitter.schemas).toEventually(contain("application_foreground"))
                    _ = tracker
                }
            }
        }
    }
}
