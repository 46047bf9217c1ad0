#import <Foundation/Foundation.h>

/// Appends an evidence.diagnostic/v1 line to Library/Caches/evidence/diagnostics.jsonl.
void HCRecord(NSString *identifier, NSString *kind, NSString *phase, BOOL succeeded, NSString *errorType);
