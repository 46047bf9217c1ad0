import XCTest
import AVFoundation
@testable import Murmur

final class StreamReadinessTests: XCTestCase {
    func testRemoteStreamBecomesReady() {
        let item = AVPlayerItem(url: URL(string: "https://cdn.murmur.example/ep-88/master.m3u8")!)
        let ready = expectation(for: NSPredicate(format: "status == %d", AVPlayerItem.Status.readyToPlay.rawValue),
                                evaluatedWith: item)
        let player = AVPlayer(playerItem: item)
        player.play()
        wait(for: [ready], timeout: 20)
    }
}

