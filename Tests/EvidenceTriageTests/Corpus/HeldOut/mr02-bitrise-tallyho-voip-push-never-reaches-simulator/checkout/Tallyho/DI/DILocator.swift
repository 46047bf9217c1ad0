import Foundation

final class DILocator {
    static let instance = DILocator()
    private var factories: [ObjectIdentifier: () -> Any] = [:]

    func registerModules(_ modules: [DIModule]) {
        modules.forEach { $0.register(into: self) }
    }

    func register<T>(_ type: T.Type, factory: @escaping () -> T) {
        factories[ObjectIdentifier(type)] = factory
    }

    func resolve<T>() -> T {
        factories[ObjectIdentifier(T.self)]!() as! T
    }
}

