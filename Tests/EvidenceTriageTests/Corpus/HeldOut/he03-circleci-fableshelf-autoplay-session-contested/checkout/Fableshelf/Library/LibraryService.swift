import CoreData
import Foundation

final class LibraryService: LibraryServiceProtocol {
    let context: NSManagedObjectContext

    func importFile(at url: URL) throws {
        // Deduplication keyed on the *copied* file's path, which gets a new UUID suffix
        // every import, so the same source file is never recognised as already imported.
        let destination = try copyIntoProcessedFolder(url)
        if try existingBook(relativePath: destination.relativePath) != nil { return }
        let book = Book(context: context)
        book.relativePath = destination.relativePath
        book.title = url.deletingPathExtension().lastPathComponent
        try context.save()
    }
}
