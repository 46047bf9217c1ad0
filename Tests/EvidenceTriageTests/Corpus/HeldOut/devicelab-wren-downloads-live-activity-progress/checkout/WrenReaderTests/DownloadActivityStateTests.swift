import Testing
import Foundation
@testable import WrenReader

struct DownloadActivityStateTests {
    @Test func singleDownloadTitleIsBookName() {
        let state = DownloadActivityState(downloads: [.fixture(title: "Wikipedia (en) mini", received: 0, total: 1_000)])
        #expect(state.title == "Wikipedia (en) mini")
    }

    @Test func estimatedProgressMatchesReceivedBytes() {
        // Two downloads: 300 MB of 1.2 GB and 50 MB of 200 MB -> 350 / 1400 = 25 %.
        let state = DownloadActivityState(downloads: [
            .fixture(title: "Wiktionary (fr)", received: 300_000_000, total: 1_200_000_000),
            .fixture(title: "Wikivoyage (de)", received: 50_000_000, total: 200_000_000),
        ])
        #expect(state.estimatedProgress(after: .zero) == 0.25)
    }
}
