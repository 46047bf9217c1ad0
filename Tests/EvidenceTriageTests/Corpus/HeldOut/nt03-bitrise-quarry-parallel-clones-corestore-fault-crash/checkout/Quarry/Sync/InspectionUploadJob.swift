import CoreStore
import Foundation

/// BGProcessingTask body: pushes locally edited inspections to the server.
final class InspectionUploadJob {
    let dataStack: DataStack
    let api: InspectionAPI
    let backgroundQueue = DispatchQueue(label: "Updater")

    init(dataStack: DataStack, api: InspectionAPI) {
        self.dataStack = dataStack
        self.api = api
    }

    func run(completion: @escaping (Result<Int, Error>) -> Void) {
        dataStack.perform(asynchronous: { transaction -> [Inspection] in
            try transaction.fetchAll(From<Inspection>().where(\.needsUpload == true))
        }, completion: { result in
            switch result {
            case .failure(let error): completion(.failure(error))
            case .success(let objects):
                self.backgroundQueue.async {
                    let requests = self.makeRequests(for: objects)
                    self.api.upload(requests) { uploaded in
                        self.markSynced(ids: uploaded, completion: completion)
                    }
                }
            }
        })
    }

    func makeRequests(for objects: [Inspection]) -> [UploadRequest] {
        objects.map { UploadRequest(id: $0.remoteID, payload: $0.payloadJSON, edited: $0.editedAt) }
    }

    private func markSynced(ids: [String], completion: @escaping (Result<Int, Error>) -> Void) {
        dataStack.perform(asynchronous: { transaction -> Int in
            let items = try transaction.fetchAll(From<Inspection>().where(Where<Inspection>("remoteID IN %@", ids)))
            items.forEach { $0.needsUpload = false }
            return items.count
        }, completion: { completion($0.mapError { $0 as Error }) })
    }
}
