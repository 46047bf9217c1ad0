import XCTest
@testable import Curlew

final class StepSyncAnchorTests: XCTestCase {
    private var defaults: UserDefaults!

    override func setUp() {
        defaults = UserDefaults(suiteName: "StepSyncAnchorTests")
        defaults.removePersistentDomain(forName: "StepSyncAnchorTests")
    }

    func testAnchorAdvancesAfterSuccessfulUpload() {
        let sync = StepSync(source: FixedSource(), uploader: ScriptedUploader(results: [.success(())]), defaults: defaults)
        sync.syncNewSamples { _ in }
        XCTAssertEqual(sync.anchor, 42)
    }

    func testAnchorAdvancesOnlyAfterUploadSucceeds() {
        let uploader = ScriptedUploader(results: [.failure(URLError(.notConnectedToInternet)), .success(())])
        let sync = StepSync(source: FixedSource(), uploader: uploader, defaults: defaults)
        sync.syncNewSamples { _ in }
        XCTAssertEqual(sync.anchor, 0, "a failed upload must not move the anchor past unsent samples")
        sync.syncNewSamples { _ in }
        XCTAssertEqual(uploader.uploaded.flatMap { $0 }.count, 3)
    }
}

private struct FixedSource: StepSampleSource {
    func samples(after anchor: Int) -> (samples: [StepSample], newAnchor: Int) {
        anchor >= 42 ? ([], anchor) : ((0..<3).map { StepSample(start: Date(timeIntervalSince1970: Double($0) * 600), count: 400) }, 42)
    }
}

final class ScriptedUploader: StepUploading {
    var results: [Result<Void, Error>]
    var uploaded: [[StepSample]] = []
    init(results: [Result<Void, Error>]) { self.results = results }
    func upload(_ samples: [StepSample], completion: @escaping (Result<Void, Error>) -> Void) {
        let r = results.removeFirst()
        if case .success = r { uploaded.append(samples) }
        completion(r)
    }
}
