import Foundation

public enum AppGroupError: Error, Equatable {
    case containerUnavailable(group: String)
}

/// Files shared with the widget extension live in the app group container.
public struct AppGroupStore {
    public let group: String

    public init(group: String = Bundle.main.object(forInfoDictionaryKey: "SMAppGroupIdentifier") as? String
                    ?? "group.com.saltmarsh.shared") {
        self.group = group
    }

    public func containerURL() throws -> URL {
        guard let url = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: group) else {
            NSLog("[AppGroup] containerURL(forSecurityApplicationGroupIdentifier: %@) returned nil", group)
            throw AppGroupError.containerUnavailable(group: group)
        }
        return url
    }

    public func write(_ data: Data, named name: String) throws -> URL {
        let url = try containerURL().appendingPathComponent(name)
        try data.write(to: url, options: .atomic)
        return url
    }
}
