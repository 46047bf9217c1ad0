import Foundation

/// Feeds BGContinuedProcessingTask.progress; the system expires tasks whose progress stalls,
/// and shows completedUnitCount/totalUnitCount in the Live Activity.
final class ExportProgressTracker {
    let progress: Progress

    init(segmentCount: Int) {
        progress = Progress(totalUnitCount: Int64(segmentCount))
    }

    func segmentFinished(_ index: Int) {
        progress.completedUnitCount += 1
    }
}
