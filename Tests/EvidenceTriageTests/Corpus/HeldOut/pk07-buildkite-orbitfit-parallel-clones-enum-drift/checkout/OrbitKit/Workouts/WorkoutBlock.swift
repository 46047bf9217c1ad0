import Foundation

public enum BlockType: String, Codable, Sendable, CustomStringConvertible {
    case warmup
    case interval
    case recovery
    case cooldown
    public var description: String { rawValue }
}

public struct WorkoutBlock: Codable, Sendable {
    public let type: BlockType?
    public let seconds: Int
    public let targetPace: Double?
}

public struct BlockStartEvent: Codable, Sendable {
    public let index: Int
    public let type: BlockType?
}
