import Combine

extension Publisher {
    /// Maps each value through an async transform, in order.
    public func asyncMap<T>(_ transform: @escaping @Sendable (Output) async -> T) -> Publishers.FlatMap<Future<T, Failure>, Self> {
        flatMap(maxPublishers: .max(1)) { value in
            Future { promise in
                Task {
                    let result = await transform(value)
                    promise(.success(result))
                }
            }
        }
    }
}
