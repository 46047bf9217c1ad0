#import "GBEnergyTimer.h"

@implementation GBEnergyTimer {
    NSInteger _max, _points;
    NSTimeInterval _perPoint, _spentAt;
}

- (instancetype)initWithMax:(NSInteger)max secondsPerPoint:(NSTimeInterval)perPoint {
    if ((self = [super init])) { _max = max; _points = max; _perPoint = perPoint; }
    return self;
}

- (void)spend:(NSInteger)n at:(NSTimeInterval)t {
    _points -= n;
    _spentAt = t;
}

- (NSInteger)pointsAt:(NSTimeInterval)t {
    NSInteger regained = (NSInteger)((t - _spentAt) / _perPoint) - 1;
    return MIN(_max, _points + MAX(0, regained));
}

@end
