//
//  KSEvidence.h
//  KestrelSync
//
//  Appends one evidence.diagnostic/v1 line to Library/Caches/kestrelsync-evidence.jsonl
//  (identifier, taskKind, phase, outcome, errorType, timestamp). No payloads.
//

#import <Foundation/Foundation.h>

FOUNDATION_EXPORT void KSRecord(NSString *identifier, NSString *taskKind, NSString *phase, NSString *outcome, NSError *_Nullable error);
