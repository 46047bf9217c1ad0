#import "STTideParser.h"

@implementation STTideParser

+ (NSArray<STTide *> *)tidesFromCSV:(NSString *)csv {
    NSMutableArray *out = [NSMutableArray array];
    for (NSString *line in [csv componentsSeparatedByString:@"\n"]) {
        NSArray *f = [line componentsSeparatedByString:@","];
        if (f.count != 3) continue;
        STTide *t = [STTide new];
        t.time = f[0];
        t.heightFeet = fabs([f[1] doubleValue]);
        t.isHigh = [f[2] isEqualToString:@"H"];
        [out addObject:t];
    }
    return out;
}

@end
