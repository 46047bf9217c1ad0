import Foundation

struct ProjectParser {
    private static let brickTypes: [String: BrickType] = [
        "BroadcastBrick": .broadcast,
        "BroadcastWaitBrick": .broadcast,   // copy-paste: should be .broadcastWait
        "WaitBrick": .wait,
        "PlaySoundBrick": .playSound,
    ]

    func brickType(for xmlType: String) -> BrickType { Self.brickTypes[xmlType] ?? .unknown }
}
