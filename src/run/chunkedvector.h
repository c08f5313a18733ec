// SPDX-License-Identifier: MIT
// ChunkedVector: an append-only array kept in fixed blocks instead of one buffer, for the
// per-event and per-row arrays of a run with a million events. A std::vector doubles: at any
// time up to half its buffer is unused, and while it grows the old buffer and the twice larger
// new one are held at once (the peak memory of opening a capture). Blocks are never moved.
#pragma once

#include <cstddef>
#include <iterator>
#include <memory>
#include <new>
#include <vector>

namespace mantyx {

template <class T, std::size_t BlockSize = 16384> class ChunkedVector final
{
    static_assert((BlockSize & (BlockSize - 1)) == 0, "BlockSize must be a power of two");

public:
    using value_type = T;
    using size_type = std::size_t;

    template <class Owner, class Value> class Iterator final
    {
    public:
        using iterator_category = std::random_access_iterator_tag;
        using value_type = T;
        using difference_type = std::ptrdiff_t;
        using pointer = Value*;
        using reference = Value&;

        Iterator() = default;
        Iterator(Owner* owner, std::ptrdiff_t index)
            : m_owner(owner)
            , m_index(index)
        {}
        reference operator*() const { return (*m_owner)[static_cast<size_type>(m_index)]; }
        pointer operator->() const { return &**this; }
        reference operator[](difference_type n) const { return *(*this + n); }
        Iterator& operator++() { return ++m_index, *this; }
        Iterator operator++(int) { return Iterator(m_owner, m_index++); }
        Iterator& operator--() { return --m_index, *this; }
        Iterator operator--(int) { return Iterator(m_owner, m_index--); }
        Iterator& operator+=(difference_type n) { return m_index += n, *this; }
        Iterator& operator-=(difference_type n) { return m_index -= n, *this; }
        friend Iterator operator+(Iterator it, difference_type n) { return it += n; }
        friend Iterator operator+(difference_type n, Iterator it) { return it += n; }
        friend Iterator operator-(Iterator it, difference_type n) { return it -= n; }
        friend difference_type operator-(const Iterator& a, const Iterator& b)
        {
            return a.m_index - b.m_index;
        }
        friend bool operator==(const Iterator& a, const Iterator& b)
        {
            return a.m_index == b.m_index;
        }
        friend auto operator<=>(const Iterator& a, const Iterator& b)
        {
            return a.m_index <=> b.m_index;
        }

    private:
        Owner* m_owner = nullptr;
        std::ptrdiff_t m_index = 0;
    };
    using iterator = Iterator<ChunkedVector, T>;
    using const_iterator = Iterator<const ChunkedVector, const T>;

    ChunkedVector() = default;
    ChunkedVector(const ChunkedVector&) = delete;
    ChunkedVector& operator=(const ChunkedVector&) = delete;
    ~ChunkedVector() { clear(); }

    void push_back(const T& value)
    {
        if (m_size == m_blocks.size() * BlockSize) {
            // Raw storage: a block's pages cost memory only once elements are written to them,
            // so a small run does not pay for a whole block.
            m_blocks.emplace_back(static_cast<T*>(
                ::operator new(sizeof(T) * BlockSize, std::align_val_t(alignof(T)))));
        }
        std::construct_at(m_blocks.back().get() + m_size % BlockSize, value);
        ++m_size;
    }
    T& operator[](size_type index) { return m_blocks[index / BlockSize].get()[index % BlockSize]; }
    const T& operator[](size_type index) const
    {
        return m_blocks[index / BlockSize].get()[index % BlockSize];
    }
    T& back() { return (*this)[m_size - 1]; }
    const T& back() const { return (*this)[m_size - 1]; }
    size_type size() const { return m_size; }
    bool empty() const { return m_size == 0; }
    size_type capacity() const { return m_blocks.size() * BlockSize; }
    void clear()
    {
        for (size_type i = 0; i < m_size; ++i)
            std::destroy_at(&(*this)[i]);
        m_blocks.clear();
        m_size = 0;
    }
    void shrink_to_fit() { m_blocks.shrink_to_fit(); }

    iterator begin() { return iterator(this, 0); }
    iterator end() { return iterator(this, static_cast<std::ptrdiff_t>(m_size)); }
    const_iterator begin() const { return const_iterator(this, 0); }
    const_iterator end() const { return const_iterator(this, static_cast<std::ptrdiff_t>(m_size)); }
    const_iterator cbegin() const { return begin(); }
    const_iterator cend() const { return end(); }

private:
    struct Release
    {
        void operator()(T* block) const { ::operator delete(block, std::align_val_t(alignof(T))); }
    };
    std::vector<std::unique_ptr<T, Release>> m_blocks;
    size_type m_size = 0;
};

} // namespace mantyx
