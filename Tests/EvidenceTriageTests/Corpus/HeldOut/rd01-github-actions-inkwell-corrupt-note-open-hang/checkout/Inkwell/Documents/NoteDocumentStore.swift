import UIKit
import os

private let log = Logger(subsystem: "com.inkwellapp.inkwell", category: "Documents")

final class NoteDocument: UIDocument {
    static let magic = Data("INKW".utf8)
    var drawingData = Data()

    override func contents(forType typeName: String) throws -> Any {
        drawingData
    }

    override func load(fromContents contents: Any, ofType typeName: String?) throws {
        guard let data = contents as? Data, data.starts(with: NoteDocument.magic) else {
            throw CocoaError(.fileReadCorruptFile)
        }
        drawingData = data
    }
}

enum NoteOpenResult {
    case opened(NoteDocument)
    case failed
}

final class NoteDocumentStore {
    private(set) var openDocuments: [URL: NoteDocument] = [:]

    func open(_ url: URL, completion: @escaping (NoteOpenResult) -> Void) {
        let document = NoteDocument(fileURL: url)
        log.info("opening \(url.lastPathComponent, privacy: .public)")
        document.open { [weak self] success in
            guard success else {
                log.error("open failed for \(url.lastPathComponent, privacy: .public); closing document")
                document.close { _ in
                    log.info("closed \(url.lastPathComponent, privacy: .public) after failed open")
                    completion(.failed)
                }
                return
            }
            self?.openDocuments[url] = document
            completion(.opened(document))
        }
    }
}
