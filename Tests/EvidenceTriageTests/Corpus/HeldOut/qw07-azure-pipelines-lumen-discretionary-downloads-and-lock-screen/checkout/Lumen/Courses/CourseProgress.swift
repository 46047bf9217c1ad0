import Foundation

struct CourseProgress {
    let completedLessons: Int
    let totalLessons: Int

    /// Whole percent, never rounded up to 100 before the last lesson is done.
    var percentComplete: Int {
        guard totalLessons > 0 else { return 0 }
        return Int((Double(completedLessons) / Double(totalLessons) * 100).rounded())
    }
}
