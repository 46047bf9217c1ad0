import CoreData

public enum LarderModel {
    /// Loaded from the bundle that contains this code (app or widget extension).
    public static let shared: NSManagedObjectModel = {
        let bundle = Bundle(for: Token.self)
        guard let url = bundle.url(forResource: "Larder", withExtension: "momd"),
              let model = NSManagedObjectModel(contentsOf: url) else {
            NSLog("CoreData: error: Failed to load model named Larder")
            return NSManagedObjectModel()
        }
        return model
    }()

    public static func load(in bundle: Bundle) -> NSManagedObjectModel? {
        guard let url = bundle.url(forResource: "Larder", withExtension: "momd") else { return nil }
        return NSManagedObjectModel(contentsOf: url)
    }

    private final class Token {}
}
