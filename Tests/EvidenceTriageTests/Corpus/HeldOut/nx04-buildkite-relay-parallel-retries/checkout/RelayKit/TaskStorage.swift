import Foundation

actor TaskStorage {
    private let directory: URL
    private var queueSizeCounter: Int? = nil

    init(directory: URL) {
        self.directory = directory
        Task.detached { await self.seedCounter() }
    }

    private func seedCounter() async {
        queueSizeCounter = (try? readQueueFromDisk().count) ?? 0
    }

    func enqueueTask(_ id: String) throws {
        try appendQueueLine(id)
        if queueSizeCounter == nil {
            queueSizeCounter = try readQueueFromDisk().count
        } else {
            queueSizeCounter! += 1
        }
    }
}
