import Nimble
import Quick
import UIKit
@testable import Brambleworks

final class BackgroundSyncOperationSpec: QuickSpec {
    override class func spec() {
        describe("BackgroundSyncOperation") {
            var app: FakeBackgroundTaskApplication!

            beforeEach {
                app = FakeBackgroundTaskApplication()
            }

            context("when the upload finishes before background time runs out") {
                it("reports success") {
                    let op = BackgroundSyncOperation(application: app) { done in done(true) }
                    op.start()
                    // The system may still fire the expiration handler later if the
                    // task was never ended; the result must not change after success.
                    app.fireExpiration()
                    expect(op.result).to(equal(.succeeded))
                }

                it("ends the background task") {
                    let op = BackgroundSyncOperation(application: app) { done in done(true) }
                    op.start()
                    expect(app.endedTaskIDs).to(haveCount(1))
                }
            }

            context("when background time runs out first") {
                it("reports expiry") {
                    let op = BackgroundSyncOperation(application: app) { _ in }
                    op.start()
                    app.fireExpiration()
                    expect(op.result).to(equal(.expired))
                }
            }
        }
    }
}
