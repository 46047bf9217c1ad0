import XCTest
import MediaPlayer
@testable import Harborlight

final class NowPlayingInfoTests: XCTestCase {
    func testChapterTitleInNowPlaying() {
        let info = NowPlayingInfoBuilder().build(book: .fixtureBreakwater, chapterIndex: 2, elapsed: 31)
        XCTAssertEqual(info[MPMediaItemPropertyTitle] as? String, "Ch. 3: The Breakwater")
    }
}
