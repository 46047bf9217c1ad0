/// A value an option takes from a fixed set, typed as its raw value (`--format json`): the layer
/// lists the cases (in declaration order) in errors and completions, refuses any other text (exit
/// 64) and hands the command the case.
package protocol ExpressibleByArgument: CaseIterable, RawRepresentable, Sendable where RawValue == String {}

extension ExpressibleByArgument {
    /// What is typed for each case, in declaration order.
    package static var allowedValues: [String] { allCases.map(\.rawValue) }
}
