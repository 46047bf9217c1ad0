import Testing
import AVFoundation
@testable import Cadenza

@Suite struct ClickEngineTests {
    @Test func clickPatternForSixEight() {
        #expect(ClickEngine.accents(beats: 6, subdivision: 3) == [true, false, false, true, false, false])
    }

    @Test func engineStartsAndRendersClick() throws {
        let click = ClickEngine()
        try click.start()
        #expect(click.engine.isRunning)
        click.stop()
    }
}
