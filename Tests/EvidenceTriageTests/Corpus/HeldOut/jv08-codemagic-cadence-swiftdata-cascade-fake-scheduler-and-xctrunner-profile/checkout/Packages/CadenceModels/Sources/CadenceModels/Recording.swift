import Foundation
import SwiftData

@Model
public final class Recording {
    public var fileName: String
    public var duration: TimeInterval
    public var session: PracticeSession?

    public init(fileName: String, duration: TimeInterval) {
        self.fileName = fileName
        self.duration = duration
    }
}
