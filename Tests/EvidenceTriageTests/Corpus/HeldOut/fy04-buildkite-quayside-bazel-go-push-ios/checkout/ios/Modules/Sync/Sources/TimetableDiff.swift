import Models

public struct TimetableDiff: Equatable {
    public var added: [String] = []
    public var cancelled: [String] = []
    public var retimed: [String: Int] = [:]   // sailing id -> minutes moved

    public init() {}
}
