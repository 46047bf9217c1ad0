import { Text, View } from 'react-native';

export function initials(name: string): string {
  return name.split(' ').map((p) => p[0]).join('').slice(0, 3);
}

export function QuoteCard({ quote }: { quote: { id: string; text: string; author: string } }) {
  return (
    <View>
      <Text>{quote.text}</Text>
      <Text testID="author-initials">{initials(quote.author)}</Text>
    </View>
  );
}
