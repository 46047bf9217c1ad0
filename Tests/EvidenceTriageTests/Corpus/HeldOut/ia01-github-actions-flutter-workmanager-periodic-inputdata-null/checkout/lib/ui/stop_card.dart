String parcelCountLabel(int count) => count == 1 ? '1 volume' : '$count volumes';
