String visitCount(int n) => '$n visits'; // no grouping separator
