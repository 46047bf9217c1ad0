import Foundation

final class UploadFileOperation: AsyncOperation {
    let file: HeadUnitFile
    private let connection: HeadUnitConnection
    private let completion: (Result<Void, HeadUnitError>) -> Void

    init(file: HeadUnitFile, connection: HeadUnitConnection, completion: @escaping (Result<Void, HeadUnitError>) -> Void) {
        self.file = file
        self.connection = connection
        self.completion = completion
    }

    override func main() {
        connection.putFile(file) { [weak self] result in
            guard let self else { return }
            switch result {
            case .success:
                self.completion(.success(()))
                self.finish()
            case .failure(let error):
                Log.files.error("upload \(self.file.name) failed: \(error)")
                // retried by the caller on reconnect
                return
            }
        }
    }
}
