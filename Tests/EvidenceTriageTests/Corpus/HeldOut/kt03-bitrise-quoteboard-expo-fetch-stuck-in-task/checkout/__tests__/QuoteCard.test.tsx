import { render } from '@testing-library/react-native';
import { QuoteCard } from '../src/quotes/QuoteCard';

describe('QuoteCard', () => {
  it('renders author initials', () => {
    const { getByTestId } = render(<QuoteCard quote={{ id: 'q1', text: 'Stay hungry.', author: 'Mary Ann Evans' }} />);
    expect(getByTestId('author-initials').props.children).toBe('ME');
  });
});
