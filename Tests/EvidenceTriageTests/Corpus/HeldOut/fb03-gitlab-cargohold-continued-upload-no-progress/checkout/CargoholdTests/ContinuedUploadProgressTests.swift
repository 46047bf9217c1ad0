import Foundation
import Testing
@testable import Cargohold

@Suite struct ContinuedUploadProgressTests {

    @Test @available(iOS 26.0, *)
    func progressAdvancesFromBackgroundSessionEvents() {
        let transfer = FakeTransferClient()
        let upload = ContinuedUploadTask(transfer: transfer)

        // Once the app is backgrounded, only the background URLSession reports progress.
        upload.backgroundSessionDidSend(bytes: 1_500_000_000, of: 3_000_000_000)

        #expect(upload.progress.completedUnitCount == 50)
    }

    @Test @available(iOS 26.0, *)
    func progressAdvancesFromForegroundDelegate() {
        let transfer = FakeTransferClient()
        let upload = ContinuedUploadTask(transfer: transfer)
        upload.report(sent: 750_000_000, total: 3_000_000_000)
        #expect(upload.progress.completedUnitCount == 25)
    }
}
