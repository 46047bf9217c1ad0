import CoreData

final class Level1JsonReader {
    static var level1History = Set<String>()

    @discardableResult
    init(bgContext: NSManagedObjectContext, fileName: String, isInTestBundle: Bool = false,
         completion: ((Int) -> Void)? = nil) {
        if Self.level1History.contains(fileName) {
            ifDebugFatalError("Level1 file '\(fileName)' was already loaded in this process (loop?)")
            return
        }
        Self.level1History.insert(fileName)
        let data = Self.readFile(fileName, isInTestBundle: isInTestBundle)
        let count = Self.merge(data, into: bgContext)
        completion?(count)
    }
}
