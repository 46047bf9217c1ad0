import CoreData
import Foundation

struct DownloadEvent: Equatable {
    enum Kind { case cancelled, finished }
    let kind: Kind
    let fileID: UUID?
}

final class DownloadsListViewModel {
    private let context: NSManagedObjectContext
    private(set) var events: [DownloadEvent] = []

    init(context: NSManagedObjectContext) {
        self.context = context
    }

    func cancel(_ record: DownloadTaskRecord) {
        context.delete(record)
        try? context.save()
        // Tell the library screen which file stopped downloading.
        events.append(DownloadEvent(kind: .cancelled, fileID: record.fileID))
    }
}
